"""Detectors find where values are and of what type; they return spans and nothing else."""
