<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} holds a {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} lets go of a {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {move} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {move} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {move} (expected final score {value}, {margin} points better than {other}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {move} (expected final score {value}, {margin} points better than {other}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value}, {margin} points better than {other}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value}, {margin} points better than {other}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: {chosen} cost about {cost} points; the best was {best}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: {chosen} cost about {cost} points; the best was {best}. (approximate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the final scores are on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be written to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More actions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (ran out of time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: {chosen} cost {cost} points; best was {best}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card&apos;s total, times the card&apos;s multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the threshold. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach speaks above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only), so finished games will not be recorded. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}), so finished games will not be recorded. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to your history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First score for this kind of game ({kind}): {who} scored {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Five Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
