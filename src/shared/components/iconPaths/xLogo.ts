export const xLogo = 'M4 4l16 16M20 4L4 20';
