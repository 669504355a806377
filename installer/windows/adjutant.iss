; Adjutant for Windows: Inno Setup 6 script (issue 8).
;
; Built by installer\build-windows.ps1 (and, under Wine, installer/windows/build-under-wine.sh)
; after PyInstaller has made dist\Adjutant\:
;   iscc /DAppVersion=0.2.0rc1 /DVersionInfo=0.2.0.30001 installer\windows\adjutant.iss
; AppVersion is the PEP 440 version (shown to the user); VersionInfo the numeric
; four-part version of Setup.exe's version resource, which Windows requires to be
; numbers only: `python installer/buildinfo.py windows-version` makes it.
; Output: dist\Adjutant-<version>-Setup.exe.
;
; - Per-user install, no admin rights: PrivilegesRequired=lowest puts {autopf} at
;   %LOCALAPPDATA%\Programs and every HKA/HKCU key under the user's hive.
; - Start-menu entry (and an optional desktop icon).
; - .adjutant files open in Adjutant: the app gets the path as its first argument
;   ("%1"), which `adjutant GAME` opens (desktop/adjutant/__main__.py).
; - Uninstall removes what Setup installed (its files, then its folders if they are
;   empty) and the association keys; nothing else. A file the user put in the program
;   folder stays, and so do the user's games and settings (no [UninstallDelete] of the
;   folder: build-under-wine.sh proves it).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z /DVersionInfo=X.Y.Z.N adjutant.iss
#endif
#ifndef VersionInfo
  #error Pass the numeric version: /DVersionInfo=A.B.C.D (installer/buildinfo.py windows-version)
#endif
#define AppName "Adjutant"
#define AppExe "Adjutant.exe"
#define ProgId "Adjutant.Game"
#ifndef BundleDir
  #define BundleDir "..\..\dist\Adjutant"
#endif
; Wine 8 cannot expand {autopf} for a per-user install; the Wine proof passes
; /DDefaultDir={localappdata}\Programs\Adjutant, the folder {autopf} means on Windows.
#ifndef DefaultDir
  #define DefaultDir "{autopf}\" + AppName
#endif

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{83CDEA28-7BC5-4D0D-947D-89CC2DA68B59}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Adjutant contributors
VersionInfoVersion={#VersionInfo}
DefaultDirName={#DefaultDir}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\build\icons\adjutant.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=Adjutant-{#AppVersion}-Setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The file type, per user (HKCU\Software\Classes): .adjutant -> Adjutant.Game -> open "%1".
Root: HKCU; Subkey: "Software\Classes\.adjutant"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\.adjutant\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Adjutant game"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" lists Adjutant for its files.
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".adjutant"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
