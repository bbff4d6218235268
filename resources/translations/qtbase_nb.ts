<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
    <context>
        <name>MAC_APPLICATION_MENU</name>
        <message>
            <source>About %1</source>
            <translation>Om %1</translation>
        </message>
        <message>
            <source>Hide %1</source>
            <translation>Skjul %1</translation>
        </message>
        <message>
            <source>Hide Others</source>
            <translation>Skjul andre</translation>
        </message>
        <message>
            <source>Preferences...</source>
            <translation>Innstillinger...</translation>
        </message>
        <message>
            <source>Quit %1</source>
            <translation>Avslutt %1</translation>
        </message>
        <message>
            <source>Services</source>
            <translation>Tjenester</translation>
        </message>
        <message>
            <source>Show All</source>
            <translation>Vis alle</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Merk alt</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Steg opp</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Steg &amp;ned</translation>
        </message>
    </context>
    <context>
        <name>QComboBox</name>
        <message>
            <source>False</source>
            <translation>Usann</translation>
        </message>
        <message>
            <source>Open the combo box selection popup</source>
            <translation>Åpne utvalgslisten i kombinasjonsboksen</translation>
        </message>
        <message>
            <source>True</source>
            <translation>Sann</translation>
        </message>
    </context>
    <context>
        <name>QDialogButtonBox</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Lukker dokkpanelet</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>Løsne</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Løsner og fester dokkpanelet igjen</translation>
        </message>
    </context>
    <context>
        <name>QErrorMessage</name>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Show this message again</source>
            <translation>&amp;Vis denne meldingen igjen</translation>
        </message>
        <message>
            <source>Critical Error:</source>
            <translation>Kritisk feil:</translation>
        </message>
        <message>
            <source>Debug Message:</source>
            <translation>Feilsøkingsmelding:</translation>
        </message>
        <message>
            <source>Fatal Error:</source>
            <translation>Fatal feil:</translation>
        </message>
        <message>
            <source>Information:</source>
            <translation>Informasjon:</translation>
        </message>
        <message>
            <source>Warning:</source>
            <translation>Advarsel:</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Finner ikke mappen.
Kontroller at riktig mappenavn er oppgitt.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Finner ikke filen.
Kontroller at riktig filnavn er oppgitt.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>%1-fil</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 finnes allerede.
Vil du erstatte den?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Velg</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Slett</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Ny mappe</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>Å&amp;pne</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Gi nytt navn</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Lagre</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>«%1» er skrivebeskyttet.
Vil du slette den likevel?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Alias</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Alle filer (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle filer (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Venstre</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Høyre</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Opp</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Er du sikker på at du vil slette «%1»?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Tilbake</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Bytt til detaljvisning</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Bytt til listevisning</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Kunne ikke slette mappen.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Opprett ny mappe</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Opprett en ny mappe</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Slett</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detaljvisning</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Mapper</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Mappe:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Stasjon</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fil</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Fil&amp;navn:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Filmappe</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Filer</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Filtype:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Finn mappe</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Mappe</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Fram</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Gå tilbake</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Gå fram</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Gå til overordnet mappe</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Listevisning</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Liste over steder og bokmerker</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Se i:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Min datamaskin</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Ny mappe</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Åpne</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Overordnet mappe</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Nylige steder</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Fjern</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Lagre som</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Snarvei</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Vis </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Vis s&amp;kjulte filer</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Sidepanel</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Ukjent</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Navnet «%1» kan ikke brukes.&lt;/b&gt;&lt;p&gt;Prøv et annet navn, med færre tegn eller uten skilletegn.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Datamaskin</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Endret</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Ugyldig filnavn</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Min datamaskin</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Navn</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Størrelse</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Avbryt</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Lukk</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Lagre</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>Lukk uten å lagre</translation>
        </message>
    </context>
    <context>
        <name>QInputDialog</name>
        <message>
            <source>Enter a value:</source>
            <translation>Skriv inn en verdi:</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopier</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Lim inn</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Gjør om</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Angre</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Klipp &amp;ut</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Slett</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Merk alt</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Om Qt&lt;/h3&gt;&lt;p&gt;Dette programmet bruker Qt versjon %1.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt provides single-source portability across all major desktop operating systems. It is also available for embedded Linux and other embedded and mobile operating systems.&lt;/p&gt;&lt;p&gt;Qt is available under multiple licensing options designed to accommodate the needs of our various users.&lt;/p&gt;&lt;p&gt;Qt licensed under our commercial license agreement is appropriate for development of proprietary/commercial software where you do not want to share any source code with third parties or otherwise cannot comply with the terms of GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt licensed under GNU (L)GPL is appropriate for the development of Qt&amp;nbsp;applications provided you can comply with the terms and conditions of the respective licenses.&lt;/p&gt;&lt;p&gt;Please see &lt;a href="http://%2/"&gt;%2&lt;/a&gt; for an overview of Qt licensing.&lt;/p&gt;&lt;p&gt;Copyright (C) %1 The Qt Company Ltd and other contributors.&lt;/p&gt;&lt;p&gt;Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt is The Qt Company Ltd product developed as an open source project. See &lt;a href="http://%3/"&gt;%3&lt;/a&gt; for more information.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Qt er et C++-verktøysett for programutvikling på tvers av plattformer.&lt;/p&gt;&lt;p&gt;Qt gir portabilitet med én felles kildekode på tvers av alle store operativsystemer for skrivebordet. Det er også tilgjengelig for innebygd Linux og andre innebygde og mobile operativsystemer.&lt;/p&gt;&lt;p&gt;Qt er tilgjengelig under flere lisensieringsalternativer, utformet for å dekke behovene til våre ulike brukere.&lt;/p&gt;&lt;p&gt;Qt lisensiert under vår kommersielle lisensavtale egner seg for utvikling av proprietær/kommersiell programvare der du ikke vil dele kildekode med tredjeparter eller på annen måte ikke kan overholde vilkårene i GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt lisensiert under GNU (L)GPL egner seg for utvikling av Qt&amp;nbsp;programmer, forutsatt at du kan overholde vilkårene og betingelsene i de respektive lisensene.&lt;/p&gt;&lt;p&gt;Se &lt;a href="http://%2/"&gt;%2&lt;/a&gt; for en oversikt over Qt-lisensiering.&lt;/p&gt;&lt;p&gt;Opphavsrett (C) %1 The Qt Company Ltd og andre bidragsytere.&lt;/p&gt;&lt;p&gt;Qt og Qt-logoen er varemerker som tilhører The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt er et produkt fra The Qt Company Ltd, utviklet som et åpen kildekode-prosjekt. Se &lt;a href="http://%3/"&gt;%3&lt;/a&gt; for mer informasjon.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Qt</source>
            <translation>Om Qt</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Skjul detaljer...</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Vis detaljer...</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nei</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ja</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Bruk</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Forkast</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Hjelp</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignorer</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;ei til alle</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Åpne</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Tilbakestill</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Gjenopprett standardverdier</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Prøv igjen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Lagre</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Lagre alle</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Ja til &amp;alle</translation>
        </message>
    </context>
    <context>
        <name>QProgressDialog</name>
        <message>
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Nederst</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Venstre kant</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Side ned</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Side til venstre</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Side til høyre</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Side opp</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Høyre kant</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Rull ned</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Rull hit</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Rull til venstre</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Rull til høyre</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Rull opp</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Øverst</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Rettetast</translation>
        </message>
        <message>
            <source>Backtab</source>
            <translation>Tilbaketab</translation>
        </message>
        <message>
            <source>Caps Lock</source>
            <translation>Caps Lock</translation>
        </message>
        <message>
            <source>CapsLock</source>
            <translation>CapsLock</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Slett</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Ned</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Escape</translation>
        </message>
        <message>
            <source>F%1</source>
            <translation>F%1</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Hjelp</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Insert</source>
            <translation>Sett inn</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Venstre</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Meny</translation>
        </message>
        <message>
            <source>Meta</source>
            <translation>Meta</translation>
        </message>
        <message>
            <source>Num</source>
            <translation>Num</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>Side ned</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>Side opp</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>PgDown</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>PgUp</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Skriv ut</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Retur</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Høyre</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Skift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Mellomrom</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tabulator</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Opp</translation>
        </message>
    </context>
    <context>
        <name>QTabBar</name>
        <message>
            <source>Scroll Left</source>
            <translation>Rull til venstre</translation>
        </message>
        <message>
            <source>Scroll Right</source>
            <translation>Rull til høyre</translation>
        </message>
    </context>
    <context>
        <name>QWhatsThisAction</name>
        <message>
            <source>What's This?</source>
            <translation>Hva er dette?</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopier</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Lim inn</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Gjør om</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Angre</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Kopier le&amp;nkeadresse</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Klipp &amp;ut</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Slett</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Merk alt</translation>
        </message>
    </context>
    <context>
        <name>QWizard</name>
        <message>
            <source>&amp;Finish</source>
            <translation>&amp;Fullfør</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hjelp</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Neste</translation>
        </message>
        <message>
            <source>&amp;Next &gt;</source>
            <translation>&amp;Neste &gt;</translation>
        </message>
        <message>
            <source>&lt; &amp;Back</source>
            <translation>&lt; &amp;Tilbake</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <source>Commit</source>
            <translation>Bekreft</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsett</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Ferdig</translation>
        </message>
        <message>
            <source>Go Back</source>
            <translation>Gå tilbake</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Hjelp</translation>
        </message>
    </context>
</TS>
