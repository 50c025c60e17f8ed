;;;; knight-search.lisp -- a student's BFS and A* for the knight game, as the course writes
;;;; them (a board of 10 lists, a node ((state) (parent) (depth) (h) (f))), tracing each
;;;; expansion with examples/lisp/trace.lisp for `cavalo check`.  Some VARIANTs are wrong on
;;;; purpose, as students' programs go wrong:
;;;;   correct         the course's BFS (goal tested when generated) and A* (at selection)
;;;;   depth-first     a "BFS" whose new nodes go to the front of open
;;;;   order-by-h      an "A*" whose open list is sorted by h
;;;;   root-generated  the statistics count the root as generated
;;;;   wrap            the jumps' columns are not checked, and a cell read with (mod c 10)
;;;;
;;;; sbcl --script knight-search.lisp TRACE.LISP OUT ALGORITHM VARIANT PROBLEM

(defun argument (n) (nth n sb-ext:*posix-argv*))
(load (argument 1))

(defparameter *variant* (intern (string-upcase (argument 4)) :keyword))

(defparameter *problems*
  '(("A" 70
     ((02 20 44 nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil 03 30 nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil 22 nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)))
    ("D" 600
     ((98 97 96 95 94 93 92 91 90 89) (01 02 03 04 05 55 06 07 08 09)
      (nil 66 nil nil nil nil nil nil nil 11) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil 22 nil nil nil nil nil 33 nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil 88 nil nil nil 44 nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil 77 nil nil nil nil nil) (nil nil nil nil nil nil 99 nil nil nil)))
    ("W" 40
     ((10 nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil 03 nil nil nil nil nil nil nil 20) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)
      (nil nil nil nil nil nil nil nil nil nil) (nil nil nil nil nil nil nil nil nil nil)))))

(defparameter *problem* (assoc (argument 5) *problems* :test #'string=))
(defparameter *target* (second *problem*))

;;; The board and the rules

(defun cell (board line column)
  (nth (if (eq *variant* :wrap) (mod column 10) column) (nth line board)))

(defun with-cell (board line column value)
  (let ((column (if (eq *variant* :wrap) (mod column 10) column)))
    (loop for row in board for l from 0
          collect (if (= l line)
                      (loop for item in row for c from 0
                            collect (if (= c column) value item))
                      row))))

(defun find-number (board number)
  (loop for row in board for l from 0
        do (loop for item in row for c from 0
                 when (eql item number) do (return-from find-number (list l c)))))

(defun doublep (n) (zerop (mod n 11)))
(defun symmetric (n) (+ (* 10 (mod n 10)) (floor n 10)))

(defun remaining (board) (remove nil (apply #'append board)))

(defun land (board line column)
  "The board after the knight lands on (line column): the number taken, and the symmetric
number or the highest other double removed."
  (let* ((number (cell board line column))
         (board (with-cell board line column nil))
         (other (if (doublep number)
                    (let ((doubles (sort (remove-if-not #'doublep (remaining board)) #'>)))
                      (first doubles))
                    (let ((partner (symmetric number)))
                      (and (member partner (remaining board)) partner))))
         (where (and other (find-number board other))))
    (if where (with-cell board (first where) (second where) nil) board)))

;;; state ::= (board points position); node ::= (state parent depth h f)

(defun state-board (state) (first state))
(defun state-points (state) (second state))
(defun state-position (state) (third state))

(defparameter *jumps* '((2 -1) (2 1) (1 2) (-1 2) (-2 1) (-2 -1) (-1 -2) (1 -2)))

(defun landings (state)
  "The squares the knight may land on, in the course's operator order."
  (let ((board (state-board state))
        (position (state-position state)))
    (if (null position)
        (loop for c from 0 below 10 when (cell board 0 c) collect (list 0 c))
        (loop for (dl dc) in *jumps*
              for l = (+ (first position) dl)
              for c = (+ (second position) dc)
              when (and (<= 0 l 9) (or (eq *variant* :wrap) (<= 0 c 9)) (cell board l c))
                collect (list l c)))))

(defun successor-state (state square)
  (let ((board (state-board state)))
    (list (land board (first square) (second square))
          (+ (state-points state) (cell board (first square) (second square)))
          square)))

(defun goalp (state) (>= (state-points state) *target*))

(defun fewest (state)
  "The fewest numbers still on the board whose sum covers the points missing (NIL: none do)."
  (let ((missing (- *target* (state-points state))))
    (if (<= missing 0)
        0
        (loop for n in (sort (remaining (state-board state)) #'>)
              for count from 1
              do (decf missing n)
              when (<= missing 0) do (return count)))))

(defun make-node (state parent depth h)
  (list state parent depth h (and h (+ depth h))))

(defun state-key (state) (list (state-board state) (state-position state)))

;;; The statistics

(defun branching (length generated)
  (if (= length 1)
      generated
      (let ((low 0d0) (high (max 1d0 (float generated 1d0))))
        (loop while (> (- high low) 1d-6)
              do (let* ((mid (/ (+ low high) 2))
                        (sum (loop for i from 1 to length sum (expt mid i))))
                   (if (< sum generated) (setf low mid) (setf high mid))))
        (/ (+ low high) 2))))

(defun finish (goal generated expanded)
  (let ((generated (if (eq *variant* :root-generated) (1+ generated) generated)))
    (if goal
        (trace-finish :solution goal :generated generated :expanded expanded
                      :penetrance (/ (third goal) generated)
                      :branching (branching (third goal) generated))
        (trace-finish :generated generated :expanded expanded))))

;;; BFS: the goal tested when a node is generated; a closed list

(defun bfs ()
  (let* ((root (make-node (list (third *problem*) 0 nil) nil 0 nil))
         (open (list root))
         (seen (make-hash-table :test #'equal))
         (generated 0)
         (expanded 0))
    (setf (gethash (state-key (first root)) seen) t)
    (loop while open
          do (let ((node (pop open))
                   (children '()))
               (incf expanded)
               (trace-expansion node)
               (dolist (square (landings (first node)))
                 (let ((state (successor-state (first node) square)))
                   (unless (gethash (state-key state) seen)
                     (setf (gethash (state-key state) seen) t)
                     (incf generated)
                     (let ((child (make-node state node (1+ (third node)) nil)))
                       (when (goalp state)
                         (return-from bfs (finish child generated expanded)))
                       (push child children)))))
               (setf open (if (eq *variant* :depth-first)
                              (append (reverse children) open)
                              (append open (reverse children))))))
    (finish nil generated expanded)))

;;; A*: the goal tested when a node is selected; a node's f = depth + h

(defun astar ()
  (let* ((start (list (third *problem*) 0 nil))
         (root (make-node start nil 0 (fewest start)))
         (open (list root))
         (best (make-hash-table :test #'equal))
         (generated 0)
         (expanded 0))
    (setf (gethash (state-key start) best) 0)
    (loop while open
          do (let ((node (pop open)))
               (when (goalp (first node))
                 (return-from astar (finish node generated expanded)))
               (incf expanded)
               (trace-expansion node)
               (dolist (square (landings (first node)))
                 (let* ((state (successor-state (first node) square))
                        (depth (1+ (third node)))
                        (known (gethash (state-key state) best))
                        (h (fewest state)))
                   (when (and h (or (null known) (< depth known)))
                     (setf (gethash (state-key state) best) depth)
                     (incf generated)
                     (setf open (remove (state-key state) open
                                        :key (lambda (n) (state-key (first n))) :test #'equal))
                     (push (make-node state node depth h) open))))
               (setf open (stable-sort (reverse open) #'<
                                       :key (if (eq *variant* :order-by-h) #'fourth #'fifth)))))
    (finish nil generated expanded)))

(setf *trace-position* #'state-position)
(let ((algorithm (argument 3)))
  (trace-open (argument 2)
              :problem (unless (string= (argument 5) "W") (argument 5))
              :algorithm algorithm
              :heuristic (when (string= algorithm "astar") "fewest"))
  (if (string= algorithm "astar") (astar) (bfs))
  (trace-close))
