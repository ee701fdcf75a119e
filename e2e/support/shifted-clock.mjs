// Test-only, loaded with `node --import` into a portal a journey starts for itself: moves the process's clock by
// E2E_CLOCK_SHIFT_MS (`new Date()` and `Date.now()`), as the server tests hand the app a fixed clock. A proxy of Date
// rather than a subclass, so `Date.prototype` stays the real one (libraries that extend Date and copy its methods,
// @date-fns/tz's TZDate among them, see them all). The portal reads the time only from Date (the database never
// stamps a row itself), so the whole server lives at the shifted hour while the other portals keep the real one.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;
const now = () => RealDate.now() + shift;

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
  },
  get(target, prop, receiver) {
    return prop === 'now' ? now : Reflect.get(target, prop, receiver);
  },
});
