// The first half of the route table's fuzzing (test/fuzz/suite.ts); fuzz-b.test.ts has the other.
import { fuzzSuite } from '../fuzz/suite.js';

fuzzSuite(0);
