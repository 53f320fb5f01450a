/**
 * The site's line icons (24×24 paths for <Icon>), one export each so a page's bundle holds only the
 * icons it draws: import them as `* as icons` and use `icons.search`.
 */
export const building = 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h.01M15 11h.01';
export const idCard =
  'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6 16c.5-1.5 1.7-2 3-2s2.5.5 3 2M14 9h4M14 13h4';
export const book = 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7';
export const scale = 'M12 3v18M5 21h14M6 7h12M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z';
export const landmark = 'M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8';
export const briefcase = 'M3 7h18v13H3zM8 7V4h8v3M3 13h18';
export const question =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14M21 21l-5-5';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const check = 'M5 12l5 5L20 7';
export const mail = 'M3 5h18v14H3zM3 6l9 7 9-7';
export const shield = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
export const car = 'M5 17h14v-5l-2-5H7l-2 5zM5 12h14M7 17v2M17 17v2';
export const vote = 'M4 12h16v8H4zM8 12V4h8v8M10 8l2 2 3-4';
export const passport = 'M6 3h12v18H6zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6M9 17h6';
export const bank = 'M3 21h18M3 10h18M12 3l9 5H3zM5 10v8M9 10v8M15 10v8M19 10v8';
export const file = 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6';
export const heart = 'M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10';
export const users =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M22 21c0-3-1.5-5-4-5.7';
export const baby = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M6 21c0-4 2.5-6 6-6s6 2 6 6';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const facebook = 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8';
export const xLogo = 'M4 4l16 16M20 4L4 20';
export const youtube = 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z';
export const lock = 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4';
export const chart = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
export const sparkles =
  'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z';
export const settings =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 12l2-1-2-4-2 .5-1.5-1L15 4h-6l-.5 2.5-1.5 1L5 7 3 11l2 1v0l-2 1 2 4 2-.5 1.5 1L9 20h6l.5-2.5 1.5-1 2 .5 2-4z';
export const logout = 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10';
export const external = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
export const info = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 11v6M12 7.5h.01';
export const globe =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9';
