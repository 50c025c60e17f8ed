"""The knight game (Jogo do Cavalo): rules, heuristics and the course's problems."""
