/**
 * The customer centre (spec section 9: a 1899 number, weekdays 09:00-18:00, lunch 12:00-13:00): the footer, the
 * contact dialog and the chatbot's "nothing found" answer all say it from here.
 */
export const CUSTOMER_CENTER = {
  phone: '1899-0000',
  tel: 'tel:18990000',
  hours: '평일 09:00 ~ 18:00',
  lunchHours: '12:00 ~ 13:00',
  closedDays: '토·일요일, 공휴일',
  lunch: '점심시간 12:00 ~ 13:00',
  closed: '토·일요일, 공휴일 휴무',
} as const;
