import { OPERATOR } from '../domain/operator';

/**
 * The 24-hour hotline in the header (spec section 1). The number itself lives in the operator
 * configuration (src/domain/operator.ts) so header, imprint and service office never disagree.
 */
export const HOTLINE = OPERATOR.hotline;
export const BRAND_NAME = OPERATOR.brandName;
