#include "app/qtargv.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {
std::vector<std::string> filtered(std::vector<std::string> args, std::string *platform = nullptr)
{
    std::vector<char *> argv;
    for (auto &a : args)
        argv.push_back(a.data());
    QtArgv q(static_cast<int>(argv.size()), argv.data());
    std::vector<std::string> out;
    for (int i = 0; i < q.argc(); ++i)
        out.emplace_back(q.argv()[i]);
    EXPECT_EQ(q.argv()[q.argc()], nullptr);
    if (platform)
        *platform = q.platform();
    return out;
}
} // namespace

TEST(QtArgv, RemovesGpudesksPlatformOptionOnly)
{
    using V = std::vector<std::string>;
    EXPECT_EQ(filtered({"gpudesk", "--platform", "sandbox", "--verbose"}), (V{"gpudesk", "--verbose"}));
    EXPECT_EQ(filtered({"gpudesk", "--platform=http://x:1", "--language", "zh_CN"}),
              (V{"gpudesk", "--language", "zh_CN"}));
    EXPECT_EQ(filtered({"gpudesk"}), (V{"gpudesk"}));
    std::string platform;
    filtered({"gpudesk", "--platform", "sandbox"}, &platform);
    EXPECT_EQ(platform, "sandbox");
    filtered({"gpudesk", "--platform=https://gpu.example"}, &platform);
    EXPECT_EQ(platform, "https://gpu.example");
    // Qt's single-dash form is left for Qt (e.g. -platform offscreen).
    EXPECT_EQ(filtered({"gpudesk", "-platform", "offscreen"}), (V{"gpudesk", "-platform", "offscreen"}));
    // A trailing --platform without a value is dropped, not read past the end.
    EXPECT_EQ(filtered({"gpudesk", "--platform"}), (V{"gpudesk"}));
}
