/**
 * The address search (spec section 2: a third-party postcode widget). The Daum postcode script loads from its own
 * site; when it cannot load (offline, blocked) this resolves null and the person types the postcode and address.
 */
export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 5000;

interface DaumPostcodeData {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
}
interface DaumPostcode {
  new (options: { oncomplete: (data: DaumPostcodeData) => void; onclose?: () => void }): { open: () => void };
}
declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcode };
  }
}

let loading: Promise<DaumPostcode | null> | null = null;

function loadScript(): Promise<DaumPostcode | null> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  loading ??= new Promise<DaumPostcode | null>((resolve) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => resolve(null), LOAD_TIMEOUT_MS);
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve(window.daum?.Postcode ?? null);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      resolve(null);
    };
    document.head.append(script);
  }).then((result) => {
    if (!result) loading = null; // try again next time
    return result;
  });
  return loading;
}

/** Opens the postcode search: the chosen postcode and address, null when closed, 'unavailable' when it cannot load. */
export async function openPostcodeSearch(): Promise<{ zonecode: string; address: string } | null | 'unavailable'> {
  const Postcode = await loadScript().catch(() => null);
  if (!Postcode) return 'unavailable';
  return new Promise((resolve) => {
    new Postcode({
      oncomplete: (data) => resolve({ zonecode: data.zonecode, address: data.roadAddress || data.jibunAddress }),
      onclose: () => resolve(null),
    }).open();
  });
}
