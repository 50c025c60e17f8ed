"""The board editor (File > New board… and Edit board…): draw a puzzle's board, checked by its
reader as it is drawn, save it as a problem file and open it in the window."""
