/** How many rows an UPDATE or DELETE touched: TypeORM's postgres driver answers those with `[rows, count]`. */
export const rowCount = (result: unknown): number => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);
