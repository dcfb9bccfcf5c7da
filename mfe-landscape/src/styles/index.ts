export { StylesPage, STYLES_TITLE } from './styles-page';
export { StylePage } from './style-page';
