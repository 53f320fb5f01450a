/**
 * The site's line icons (24×24 paths for <Icon>): import them as `* as icons` and use `icons.search`.
 * Each path is a module of its own (iconPaths/), re-exported here: the bundler places a whole module in
 * one chunk, so one module of every icon put all of them in the entry, where the site's frame draws a
 * few (about 0.7 KiB gzip on every page). A module per icon lands with the pages that draw it.
 */
export { building } from './iconPaths/building';
export { idCard } from './iconPaths/idCard';
export { book } from './iconPaths/book';
export { scale } from './iconPaths/scale';
export { landmark } from './iconPaths/landmark';
export { briefcase } from './iconPaths/briefcase';
export { question } from './iconPaths/question';
export { search } from './iconPaths/search';
export { menu } from './iconPaths/menu';
export { check } from './iconPaths/check';
export { mail } from './iconPaths/mail';
export { shield } from './iconPaths/shield';
export { car } from './iconPaths/car';
export { vote } from './iconPaths/vote';
export { passport } from './iconPaths/passport';
export { bank } from './iconPaths/bank';
export { file } from './iconPaths/file';
export { heart } from './iconPaths/heart';
export { users } from './iconPaths/users';
export { baby } from './iconPaths/baby';
export { arrowRight } from './iconPaths/arrowRight';
export { facebook } from './iconPaths/facebook';
export { xLogo } from './iconPaths/xLogo';
export { youtube } from './iconPaths/youtube';
export { lock } from './iconPaths/lock';
export { chart } from './iconPaths/chart';
export { sparkles } from './iconPaths/sparkles';
export { settings } from './iconPaths/settings';
export { logout } from './iconPaths/logout';
export { external } from './iconPaths/external';
export { info } from './iconPaths/info';
export { globe } from './iconPaths/globe';
