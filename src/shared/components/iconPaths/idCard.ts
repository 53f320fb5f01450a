export const idCard =
  'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6 16c.5-1.5 1.7-2 3-2s2.5.5 3 2M14 9h4M14 13h4';
