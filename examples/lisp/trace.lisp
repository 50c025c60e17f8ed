;;;; trace.lisp -- write the trace of your own search, for `cavalo check` (docs/own-search.md).
;;;;
;;;; Load it beside your project, then call, from your own bfs, dfs or a*:
;;;;
;;;;   (trace-open "bfs-A.lisp" :problem "A" :algorithm "bfs")     ; once, before the search
;;;;   (trace-expansion node)                                     ; each node you expand
;;;;   (trace-finish :solution goal-node :generated g :expanded e ; once, at the end
;;;;                 :penetrance p :branching b)
;;;;   (trace-close)
;;;;
;;;; A node is the course's ((state) (parent) (depth) (h) (f)); if yours differs, set the
;;;; accessors below.  The knight's square is read from the state by *trace-position*, which
;;;; must return the knight's (line column), counted from 0 as nth counts, or NIL before the
;;;; knight is placed.  Each line the trace gets is one property list, which `cavalo check`
;;;; reads back: (:event "expansion" :moves ((0 0) (2 1)) :depth 2 :h 5 :f 7).

(defvar *trace-stream* nil "The stream the trace is written to (NIL: no trace).")

(defvar *trace-node-state* #'first "The state of a node.")
(defvar *trace-node-parent* #'second "The parent of a node (NIL for the root).")
(defvar *trace-node-depth* #'third "The depth of a node, its moves from the start.")
(defvar *trace-node-h* #'fourth "The heuristic estimate of a node (NIL if none).")
(defvar *trace-node-f* #'fifth "f = g + h of a node (NIL if none).")
(defvar *trace-position* nil
  "A function from a state to the knight's (line column), or NIL before it is placed.")

(defmacro with-trace-printing (&body body)
  "BODY with Lisp's printer writing each list on one line, whatever its length."
  `(let ((*print-pretty* nil) (*print-base* 10) (*print-radix* nil))
     ,@body))

(defun trace-open (path &key (puzzle "knight") problem board algorithm heuristic
                          (double "max") parameters)
  "Open PATH and write the trace's header: the puzzle, the problem (its name, or BOARD, a
problem file), the algorithm and heuristic as `cavalo list` names them, the double strategy
and the algorithm's parameters, a property list such as (:max_depth 20)."
  (setf *trace-stream* (open path :direction :output :if-exists :supersede
                                  :if-does-not-exist :create))
  (with-trace-printing
    (format *trace-stream* "(:format \"cavalo-trace\" :version 1 :puzzle ~s" puzzle)
    (when problem (format *trace-stream* " :problem ~s" problem))
    (when board (format *trace-stream* " :board ~s" board))
    (format *trace-stream* " :algorithm ~s" algorithm)
    (when heuristic (format *trace-stream* " :heuristic ~s" heuristic))
    (format *trace-stream* " :options (:double ~s)" double)
    (when parameters (format *trace-stream* " :parameters ~s" parameters))
    (format *trace-stream* ")~%"))
  (force-output *trace-stream*))

(defun trace-moves (node)
  "The knight's squares from the start to NODE, as (line column) pairs, the root's left out."
  (let ((moves '()))
    (loop for current = node then (funcall *trace-node-parent* current)
          while (and current (funcall *trace-node-parent* current))
          do (push (funcall *trace-position* (funcall *trace-node-state* current)) moves))
    moves))

(defun trace-number (value)
  "A number as the trace holds it: a ratio as a decimal."
  (if (rationalp value) (float value 1.0d0) value))

(defun trace-expansion (node)
  "Write the line of NODE, expanded now: its moves from the start, its depth, h and f."
  (when *trace-stream*
    (let ((h (funcall *trace-node-h* node))
          (f (funcall *trace-node-f* node)))
      (with-trace-printing
        (format *trace-stream* "(:event \"expansion\" :moves ~s :depth ~d"
                (trace-moves node) (funcall *trace-node-depth* node))
        (when (numberp h) (format *trace-stream* " :h ~f" (trace-number h)))
        (when (numberp f) (format *trace-stream* " :f ~f" (trace-number f)))
        (format *trace-stream* ")~%")))))

(defun trace-finish (&key solution generated expanded penetrance branching)
  "Write the closing line: the solution (a goal node, or NIL) and the statistics your
program prints."
  (when *trace-stream*
    (with-trace-printing
      (format *trace-stream* "(:event \"finished\"")
      (when solution
        (format *trace-stream* " :solution ~s :length ~d"
                (trace-moves solution) (funcall *trace-node-depth* solution)))
      (when generated (format *trace-stream* " :generated ~d" generated))
      (when expanded (format *trace-stream* " :expanded ~d" expanded))
      (when penetrance (format *trace-stream* " :penetrance ~f" (trace-number penetrance)))
      (when branching (format *trace-stream* " :branching ~f" (trace-number branching)))
      (format *trace-stream* ")~%"))))

(defun trace-close ()
  "Close the trace's file."
  (when *trace-stream*
    (close *trace-stream*)
    (setf *trace-stream* nil)))
