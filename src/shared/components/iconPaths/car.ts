export const car = 'M5 17h14v-5l-2-5H7l-2 5zM5 12h14M7 17v2M17 17v2';
