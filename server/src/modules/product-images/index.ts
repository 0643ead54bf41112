// The product-images module: the image addresses of a catalogue product and the SVG image itself.
export { productImagesRoutes } from './routes';
