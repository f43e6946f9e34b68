"""A correct student program that takes 0.25 s over every line it reads: slow, not wrong."""

import time

import student_game

answer = student_game.execute


def slowly(table: student_game.Table, line: str) -> list[str]:
    time.sleep(0.25)
    return answer(table, line)


student_game.execute = slowly
student_game.main()
