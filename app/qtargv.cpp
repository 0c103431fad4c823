#include "app/qtargv.h"

#include <cstring>

QtArgv::QtArgv(int argc, char **argv)
{
    for (int i = 0; i < argc; ++i) {
        const char *arg = argv[i];
        if (i > 0 && (std::strcmp(arg, "--platform") == 0)) {
            if (++i < argc) // and its value
                m_platform = argv[i];
            continue;
        }
        if (i > 0 && std::strncmp(arg, "--platform=", 11) == 0) {
            m_platform = arg + 11;
            continue;
        }
        m_storage.emplace_back(arg);
    }
    for (std::string &s : m_storage)
        m_pointers.push_back(s.data());
    m_argc = static_cast<int>(m_storage.size());
    m_pointers.push_back(nullptr); // argv[argc] is NULL by convention
}
