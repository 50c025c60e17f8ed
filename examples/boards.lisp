; Example boards for `cavalo --board` and the window's File > Open: the course's
; problems A-E in the classic Lisp format (problemas.dat), each followed by its target.
; `cavalo solve --board examples/boards.lisp --index 3` solves the third (C).

; Problema A
((02 20 44 nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil 03 30 nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil 22 nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)) 70

; Problema B
((02 nil 04 nil 06 nil 08 nil 10 nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil 03 nil 05 nil 07 nil 09 nil 11)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil)
  (nil nil nil nil nil nil nil nil nil nil))
  60 ; target on its own line

; Problema C
((01 12 03 23 NIL 88 NIL NIL NIL NIL)
  (21 45 43 NIL NIL NIL NIL NIL NIL NIL)
  (NIL 56 NIL 78 NIL NIL NIL NIL NIL NIL)
  (89 NIL 99 54 NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)
  (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)) 270

; Problema D
((98 97 96 95 94 93 92 91 90 89)
  (01 02 03 04 05 55 06 07 08 09)
  (Nil 66 Nil Nil Nil Nil Nil Nil Nil 11)
  (Nil Nil Nil Nil Nil Nil Nil Nil Nil Nil)
  (Nil Nil 22 Nil Nil Nil Nil Nil 33 Nil)
  (Nil Nil Nil Nil Nil Nil Nil Nil Nil Nil)
  (Nil Nil Nil 88 Nil Nil Nil 44 Nil Nil)
  (Nil Nil Nil Nil Nil Nil Nil Nil Nil Nil)
  (Nil Nil Nil Nil 77 Nil Nil Nil Nil Nil)
  (Nil Nil Nil Nil Nil Nil 99 Nil Nil Nil)) 600

; Problema E
((nil 05 nil nil nil 15 nil nil nil 25)
  (nil nil nil 06 nil nil nil 16 nil nil)
  (nil 04 nil nil nil 14 nil nil nil 24)
  (nil nil nil 07 nil nil nil 17 nil nil)
  (nil 03 nil nil nil 13 nil nil nil 23)
  (nil nil nil 08 nil nil nil 18 nil nil)
  (nil 02 nil nil nil 12 nil nil nil 22)
  (nil nil nil 09 nil nil nil 19 nil nil)
  (nil 01 nil nil nil 11 nil nil nil 21)
  (nil nil nil 10 nil nil nil 20 nil nil)) 300
