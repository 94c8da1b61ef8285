<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../model/answers.py" line="145"/>
        <source>Playing on from move {move}. The %n later moves come back with Redo until a move is played here.</source>
        <translation>
            <numerusform>Playing on from move {move}. The later move comes back with Redo until a move is played here.</numerusform>
            <numerusform>Playing on from move {move}. The %n later moves come back with Redo until a move is played here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../session/shelf.py" line="59"/>
        <source>Your {game} game with {friend}, online (%n moves)</source>
        <translation>
            <numerusform>Your {game} game with {friend}, online (%n move)</numerusform>
            <numerusform>Your {game} game with {friend}, online (%n moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../session/shelf.py" line="62"/>
        <source>Your {game} game ({first} against {second}, %n moves)</source>
        <translation>
            <numerusform>Your {game} game ({first} against {second}, %n move)</numerusform>
            <numerusform>Your {game} game ({first} against {second}, %n moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/lines.py" line="166"/>
        <source>{title}: the start, %n moves to see</source>
        <translation>
            <numerusform>{title}: the start, %n move to see</numerusform>
            <numerusform>{title}: the start, %n moves to see</numerusform>
        </translation>
    </message>
</context>
</TS>
