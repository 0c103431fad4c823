// Preloaded into a test's own OpenSSH sshd (LoopbackSshd::setPassword): the shadow entry sshd reads
// for the test's user carries a hash of the test's password, so that a real sshd takes a password
// login with no change to the machine (no user made, no /etc/shadow or PAM touched). sshd with
// `UsePAM no` checks a password as crypt(typed, salt) == the shadow entry's hash; nothing else is
// changed. Built with no sanitizer: sshd does not start with one preloaded.
#include <dlfcn.h>
#include <shadow.h>

#include <cstdlib>
#include <cstring>

extern "C" struct spwd *getspnam(const char *name)
{
    using Crypt = char *(*)(const char *, const char *);
    using GetSpNam = struct spwd *(*)(const char *);
    const char *user = std::getenv("GPUDESK_PWSHIM_USER");
    const char *password = std::getenv("GPUDESK_PWSHIM_PASSWORD");
    // sshd links libcrypt: its crypt() is found where sshd has it.
    const auto crypt = reinterpret_cast<Crypt>(dlsym(RTLD_DEFAULT, "crypt"));
    if (name && user && password && crypt && std::strcmp(name, user) == 0) {
        static struct spwd entry;
        static char login[256];
        static char hash[256];
        const char *hashed = crypt(password, "$6$gpudesktestsalt$");
        if (!hashed || hashed[0] != '$')
            return nullptr;
        std::strncpy(login, name, sizeof login - 1);
        std::strncpy(hash, hashed, sizeof hash - 1);
        entry.sp_namp = login;
        entry.sp_pwdp = hash;
        entry.sp_lstchg = 19000; // changed in the past: 0 would ask for a new password at the login
        entry.sp_min = 0;
        entry.sp_max = entry.sp_warn = entry.sp_inact = entry.sp_expire = -1;
        entry.sp_flag = static_cast<unsigned long>(-1);
        return &entry;
    }
    const auto real = reinterpret_cast<GetSpNam>(dlsym(RTLD_NEXT, "getspnam"));
    return real ? real(name) : nullptr;
}
