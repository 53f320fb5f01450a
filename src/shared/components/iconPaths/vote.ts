export const vote = 'M4 12h16v8H4zM8 12V4h8v8M10 8l2 2 3-4';
