export const file = 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6';
