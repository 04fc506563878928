import { definePathTests } from './define-path-tests';
import demoDriver from './fixtures/demo.driver';
import { demoMachine } from './fixtures/demo.machine';

/* The runner's self-test: a fixture machine with nested, parallel, delayed, invoked and routable states. */
definePathTests('runner self-test (fixtures/demo)', demoMachine, demoDriver);
