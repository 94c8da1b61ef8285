<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../games/ambush/scene.py" line="307"/>
        <source>captured %n pips</source>
        <translation>
            <numerusform>captured %n pip</numerusform>
            <numerusform>captured %n pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/analysis.py" line="292"/>
        <source>%n moves analysed</source>
        <translation>
            <numerusform>%n move analysed</numerusform>
            <numerusform>%n moves analysed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/summary.py" line="151"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/line_bar.py" line="86"/>
        <source>{title}: %n moves</source>
        <translation>
            <numerusform>{title}: %n move</numerusform>
            <numerusform>{title}: %n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
