/** The shapes of product management's requests and answers: the wire contract's, named here for the service and the repositories. */
export type {
  AdminProduct,
  AdminProductSummary,
  CreateProductRequest,
  ImportAnswer,
  ProductPricesRequest,
  StandardPriceList,
  StandardPricesRequest,
  StatusRequest,
  StockRequest,
  UpdateProductRequest,
} from '../../../src/adapters/http/contract/catalogue-admin.js';
