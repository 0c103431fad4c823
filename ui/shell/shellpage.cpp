#include "ui/shell/shellpage.h"

ShellPage::~ShellPage() = default;
