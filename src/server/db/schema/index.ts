export { users } from './users.ts';
export { sessions } from './sessions.ts';
export { leads } from './leads.ts';
export { products } from './products.ts';
export { rfqs } from './rfqs.ts';
export { rfqItems } from './rfqItems.ts';
export { calculatorRuns } from './calculatorRuns.ts';
export { rateLimits } from './rateLimits.ts';
