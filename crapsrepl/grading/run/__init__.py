"""One program against transcripts: feeding it, telling its answers apart, marking them.

``runners`` run the built-in engine in-process, or an external program in the sandbox, a
process of its own per transcript (``spares`` starts the next one while one runs, and
never reuses one), given what ``contract`` says (the table the handout reads too);
``attribution`` feeds it one line at a time and keeps what each line printed, on the
student's clock or the grader's (``stopped`` says where a run's time ran out), ``waiting``
reads /proc to see when it waits for input, ``cleaning`` drops prompts, echoes and
separators; ``marking`` scores a transcript; ``batch`` loads a set of transcripts and
grades them all, in parallel.

It may import the ``sandbox``, the transcripts and the console; nothing of grading above
it (reports, student folders, options, commands).
"""
