"""The parts of the PERSON recognizer (recognizers/person.py), one concern a module."""
