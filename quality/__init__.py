"""Quality harness: a generated bilingual corpus, and what each engine leaks on it."""
