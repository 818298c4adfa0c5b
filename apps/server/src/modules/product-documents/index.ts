export {
  PRODUCT_DOCUMENT_CACHE_CONTROL,
  productDocumentRoutes,
} from './product-documents.routes.ts';
export { productDocuments, type ProductDocument } from './product-documents.ts';
