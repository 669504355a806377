"""The frozen app's entry script (issue 8): PyInstaller starts the bundle here.

Only for installer/adjutant.spec. It calls the same ``main()`` as
``python -m adjutant`` and the ``adjutant`` console script, so the bundle takes
the same arguments (a game file, ``--smoke-test``, the command-line tools).
"""

import sys

from adjutant.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
