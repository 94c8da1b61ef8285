<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>core</name>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="35" />
      <source>captured %n pips</source>
      <translation>
        <numerusform>captured %n pip</numerusform>
        <numerusform>captured %n pips</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="40" />
      <source>stacking · %n stacks</source>
      <translation>
        <numerusform>stacking · %n stack</numerusform>
        <numerusform>stacking · %n stacks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="25" />
      <source>%n balls in reserve</source>
      <translation>
        <numerusform>%n ball in reserve</numerusform>
        <numerusform>%n balls in reserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="29" />
      <source>%n balls on the board</source>
      <translation>
        <numerusform>%n ball on the board</numerusform>
        <numerusform>%n balls on the board</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/puzzles.py" line="395" />
      <source>{moves} and %n others</source>
      <translation>
        <numerusform>{moves} and %n other</numerusform>
        <numerusform>{moves} and %n others</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/puzzles.py" line="466" />
      <source>{moves} end the game at once.</source>
      <translation>
        <numerusform>{moves} ends the game at once.</numerusform>
        <numerusform>{moves} end the game at once.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/puzzles.py" line="485" />
      <source>%n other replies are answered otherwise.</source>
      <translation>
        <numerusform>%n other reply is answered otherwise.</numerusform>
        <numerusform>%n other replies are answered otherwise.</numerusform>
      </translation>
    </message>
  </context>
</TS>
