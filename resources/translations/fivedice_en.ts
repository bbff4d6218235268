<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n roll left.</numerusform>
            <numerusform>%n rolls left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Last game</numerusform>
            <numerusform>Last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n recent game, last {score}, recent average {average}</numerusform>
            <numerusform>%n recent games, last {score}, recent average {average}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Roll again (%n left)</numerusform>
            <numerusform>Roll again (%n left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} has %n second left.</numerusform>
            <numerusform>{name} has %n seconds left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>The game lasts %n turn per player, one box a turn.</numerusform>
            <numerusform>The game lasts %n turns per player, one box a turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>In this game each player has &lt;b&gt;%n minute&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</numerusform>
            <numerusform>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (%n more)</numerusform>
            <numerusform>{message}  (%n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name}: %n decision, {cost} expected points given away against perfect play.</numerusform>
            <numerusform>{name}: %n decisions, {cost} expected points given away against perfect play.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Only the latest game is listed.</numerusform>
            <numerusform>Only the latest %n games are listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Game over: %n point</numerusform>
            <numerusform>Game over: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>It&apos;s a tie: {names} and {last}, %n point each</numerusform>
            <numerusform>It&apos;s a tie: {names} and {last}, %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} wins with %n point</numerusform>
            <numerusform>{name} wins with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n roll left</numerusform>
            <numerusform>%n rolls left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
