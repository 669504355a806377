<#
.SYNOPSIS
  Build Adjutant's Windows installer (issue 8): dist\Adjutant-<version>-Setup.exe.

.DESCRIPTION
  From the checkout root, with Python 3.11+ and Inno Setup 6 installed:
    powershell -ExecutionPolicy Bypass -File installer\build-windows.ps1
  Steps: .venv with the `build` extra; icons; compiled translations; PyInstaller
  (installer\adjutant.spec -> dist\Adjutant\); `Adjutant.exe --smoke-test` offscreen
  (with a sample game when the bundle's `sample` tool works); Inno Setup.
  -TestInstall then installs the Setup silently for this user, checks the .adjutant
  association, smoke-tests the installed app, uninstalls, and checks that the installed
  files and the association are gone while a file of the user's left in the program
  folder stays (CI runs it so). Every program it starts has a time limit.
#>
param(
    [string]$Python = "python",
    [switch]$TestInstall
)
$ErrorActionPreference = "Stop"
# Exit codes of native commands are checked by hand (Invoke-Native), not turned into errors.
$PSNativeCommandUseErrorActionPreference = $false
Set-Location (Join-Path $PSScriptRoot "..")

function Invoke-Native([string]$What, [scriptblock]$Command) {
    & $Command
    if ($LASTEXITCODE -ne 0) { throw "build-windows: $What failed (exit $LASTEXITCODE)" }
}

# A windowed exe returns at once when called directly: wait for it (at most $Seconds: a
# modal box nobody can click must fail the build, not hang it) and take its code.
function Invoke-App([string]$Exe, [string[]]$Arguments, [int]$Seconds = 180) {
    $quoted = $Arguments | ForEach-Object { '"' + $_ + '"' }
    $p = Start-Process -FilePath $Exe -ArgumentList $quoted -PassThru -NoNewWindow
    $null = $p.Handle  # keeps the handle, so ExitCode is there after WaitForExit
    if (-not $p.WaitForExit($Seconds * 1000)) {
        Stop-Process -Id $p.Id -Force -ErrorAction SilentlyContinue
        throw "build-windows: $Exe $Arguments did not finish within $Seconds s"
    }
    return $p.ExitCode
}

$env:QT_QPA_PLATFORM = "offscreen"
$env:ADJUTANT_TESTING = "1"

if (-not (Test-Path ".venv\Scripts\python.exe")) { Invoke-Native "venv" { & $Python -m venv .venv } }
$py = (Resolve-Path ".venv\Scripts\python.exe").Path
Invoke-Native "pip install" { & $py -m pip install -q -e ".[build]" }
Invoke-Native "icons" { & $py installer\make_icons.py }
& $py -c "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('adjutant.i18n') else 1)"
if ($LASTEXITCODE -eq 0) { Invoke-Native "translations" { & $py -m adjutant.i18n compile } }
$version = (& $py -c "from importlib.metadata import version; print(version('adjutant'))").Trim()
# Setup.exe's version resource takes four numbers only (0.2.0rc1 -> 0.2.0.30001).
$winVersion = (& $py installer\buildinfo.py windows-version $version)
if ($LASTEXITCODE -ne 0) { throw "build-windows: no Windows file version for $version" }
$winVersion = "$winVersion".Trim()

Write-Host "build-windows: PyInstaller, Adjutant $version"
Invoke-Native "PyInstaller" {
    & $py -m PyInstaller installer\adjutant.spec --noconfirm --clean --log-level WARN `
        --distpath dist --workpath installer\build\pyinstaller
}
$exe = (Resolve-Path "dist\Adjutant\Adjutant.exe").Path

$tmp = Join-Path ([System.IO.Path]::GetTempPath()) ("adjutant-build-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $tmp | Out-Null
$game = @()
$sample = Join-Path $tmp "sample.adjutant"
& $py -m adjutant sample (Join-Path $tmp "source.adjutant") | Out-Null
if ($LASTEXITCODE -eq 0) {
    $code = Invoke-App $exe @("sample", $sample)
    if ($code -ne 0) { throw "build-windows: 'Adjutant.exe sample' failed ($code) but works from source" }
    $game = @($sample)
}
$code = Invoke-App $exe (@("--smoke-test") + $game)
if ($code -ne 0) { throw "build-windows: smoke test of dist\Adjutant failed ($code)" }
$size = (Get-ChildItem dist\Adjutant -Recurse -File | Measure-Object Length -Sum).Sum / 1MB
Write-Host ("build-windows: bundle OK, {0:N0} MB" -f $size)

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
foreach ($candidate in @(
        "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
        "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
        "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe")) {
    if (-not $iscc -and (Test-Path $candidate)) { $iscc = $candidate }
}
if (-not $iscc) { throw "build-windows: Inno Setup 6 (ISCC.exe) not found: choco install innosetup" }
Invoke-Native "Inno Setup" {
    & $iscc /Qp "/DAppVersion=$version" "/DVersionInfo=$winVersion" installer\windows\adjutant.iss
}
$setup = (Resolve-Path "dist\Adjutant-$version-Setup.exe").Path
Write-Host "build-windows: $setup"

if ($TestInstall) {
    $dir = Join-Path $tmp "installed"
    $code = Invoke-App $setup @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", "/DIR=$dir")
    if ($code -ne 0) { throw "build-windows: silent install failed ($code)" }
    $command = (Get-ItemProperty "HKCU:\Software\Classes\Adjutant.Game\shell\open\command").'(default)'
    if ($command -notlike "*Adjutant.exe*%1*") { throw "build-windows: bad open command: $command" }
    if ((Get-ItemProperty "HKCU:\Software\Classes\.adjutant").'(default)' -ne "Adjutant.Game") {
        throw "build-windows: .adjutant is not associated with Adjutant.Game"
    }
    $code = Invoke-App (Join-Path $dir "Adjutant.exe") (@("--smoke-test") + $game)
    if ($code -ne 0) { throw "build-windows: smoke test of the installed app failed ($code)" }

    # Uninstall removes what Setup installed, nothing else: a file of the user's in the
    # program folder stays. The uninstaller copies itself to %TEMP% and returns at once:
    # wait until the last installed file has gone.
    $installed = Get-ChildItem $dir -Recurse -File | ForEach-Object { $_.FullName }
    $userFile = Join-Path $dir "My notes.txt"
    Set-Content -Path $userFile -Value "Keep me: I am not part of Adjutant."
    $code = Invoke-App (Join-Path $dir "unins000.exe") @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    if ($code -ne 0) { throw "build-windows: uninstall failed ($code)" }
    $deadline = (Get-Date).AddSeconds(120)
    while (($installed | Where-Object { Test-Path $_ }) -and (Get-Date) -lt $deadline) { Start-Sleep -Seconds 1 }
    $left = @($installed | Where-Object { Test-Path $_ })
    if ($left.Count -gt 0) { throw "build-windows: uninstall left $($left.Count) files, e.g. $($left[0])" }
    if (-not (Test-Path $userFile)) { throw "build-windows: uninstall deleted the user's $userFile" }
    $others = @(Get-ChildItem $dir -Recurse | Where-Object { $_.FullName -ne $userFile })
    if ($others.Count -gt 0) { throw "build-windows: uninstall left $($others[0].FullName)" }
    foreach ($key in @("HKCU:\Software\Classes\Adjutant.Game", "HKCU:\Software\Classes\.adjutant",
            "HKCU:\Software\Classes\Applications\Adjutant.exe")) {
        if (Test-Path $key) { throw "build-windows: uninstall left $key behind" }
    }
    Write-Host "build-windows: install, association, smoke test and uninstall OK"
}
Remove-Item -Recurse -Force $tmp
