// Every test of the node project fails on a deprecation (issue 28), not only those that start a
// server or open a database through the harness.
import { failOnDeprecations } from './deprecations-fail';

failOnDeprecations();
