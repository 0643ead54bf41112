// The legal-documents module: the privacy policy's address and the OTA licence agreement's text.
export { legalDocumentRoutes } from './routes';
