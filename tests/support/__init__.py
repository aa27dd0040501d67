"""Shared test helpers and fixtures: the house desk generator and the feed evaluation.

They produce input for the system under test and judge its output, so they import
only memory's public contract and never ship with the package (the demo bundles its
day as data instead, bot/demo_data/)."""
