export const baby = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M6 21c0-4 2.5-6 6-6s6 2 6 6';
