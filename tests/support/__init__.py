"""What tests share that is not a fixture: daemon processes, fake parts, sample values, checks."""
