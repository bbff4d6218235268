<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>%n roll left.</numerusform>
            <numerusform>%n rolls left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Game over: {name} scored %n point.</numerusform>
            <numerusform>Game over: {name} scored %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Game over: a tie between {names} and {last}, %n point each.</numerusform>
            <numerusform>Game over: a tie between {names} and {last}, %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Game over: {name} wins with %n point.</numerusform>
            <numerusform>Game over: {name} wins with %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message numerus="yes">
        <source>Last %n games</source>
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
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
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
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
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
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
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Rating {rating} (±{rd}) after %n rated game.</numerusform>
            <numerusform>Rating {rating} (±{rd}) after %n rated games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
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
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Rating {rating} (±{rd}) after %n rated game; {first} after the first.</numerusform>
            <numerusform>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</numerusform>
        </translation>
    </message>
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
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more point in Ones to Sixes earns the {bonus} bonus.</numerusform>
            <numerusform>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
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
        <extracomment>The result of a game: the winner and their score.</extracomment>
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
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
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
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
