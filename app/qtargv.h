#pragma once

#include <string>
#include <vector>

/// argv for QApplication without gpudesk's own `--platform URL|sandbox` (and `--platform=…`).
/// QGuiApplication claims `-platform`/`--platform` for its window-system plugin and aborts on an
/// unknown one ("no Qt platform plugin 'sandbox'"), so ours must not reach it; gpudesk's own
/// parser still reads the original arguments. The strings are owned here and outlive the call.
class QtArgv
{
public:
    QtArgv(int argc, char **argv);
    int &argc() { return m_argc; }
    char **argv() { return m_pointers.data(); }
    /// The value of the removed `--platform`, empty if none was given.
    const std::string &platform() const { return m_platform; }

private:
    std::vector<std::string> m_storage;
    std::vector<char *> m_pointers;
    std::string m_platform;
    int m_argc = 0;
};
