"""Random Events (1.07.21) and Passage of Time (1.07.1): the table, the cards, their effects."""
