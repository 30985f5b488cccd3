SUITE(suite_canon)
SUITE(suite_gates)
SUITE(suite_outcome)
SUITE(suite_config)
