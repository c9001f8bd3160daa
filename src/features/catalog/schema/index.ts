/** The schema area's public pieces, for the table pages and the create-table form. */
export { SchemaTree, type SchemaTreeProps } from './SchemaTree';
export { SchemaSummary, type SchemaSummaryProps } from './SchemaSummary';
export { SchemaDiff, type SchemaDiffProps } from './SchemaDiff';
export { schemaIssueText, diffEntryText } from './schemaText';
export * from './model/builder';
export * from './model/validateBuilder';
export * from './model/diffSchemas';
export * from './model/schemaIndex';
