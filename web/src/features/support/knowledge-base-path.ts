/** Where the knowledge base lives in the support area (docs/product.md#knowledge-base). */
export const KNOWLEDGE_BASE_PATH = '/support/knowledge_base';
